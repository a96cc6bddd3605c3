-- Issue 13 item 4: chat_interactions.service_interest holds the services the visitor asked for,
-- by their content/services.ts names joined by ", ". Rows stored before held one of the six
-- contact-option values (also catalogue ids), or, from older imports, an option's label.
UPDATE "chat_interactions" SET "service_interest" = CASE trim("service_interest")
  WHEN 'cv-writing' THEN 'CV Writing'
  WHEN 'CV Writing & Career Services' THEN 'CV Writing'
  WHEN 'editing' THEN 'Editing & Proofreading'
  WHEN 'business-writing' THEN 'Business Writing'
  WHEN 'corporate-training' THEN 'Corporate Training'
  WHEN 'youth-programs' THEN 'Youth Programs'
  WHEN 'professional-development' THEN 'Professional Development'
  ELSE "service_interest"
END
WHERE trim("service_interest") IN ('cv-writing', 'CV Writing & Career Services', 'editing', 'business-writing', 'corporate-training', 'youth-programs', 'professional-development');
