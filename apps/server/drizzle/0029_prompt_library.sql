CREATE TABLE "prompt_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'prompt' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"prompt" text NOT NULL,
	"prompt_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_category_id_prompt_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."prompt_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompts_category_idx" ON "prompts" USING btree ("category_id","sort");--> statement-breakpoint
INSERT INTO "prompt_categories" ("id", "name", "type", "sort") VALUES
  (1, '写作', 'prompt', 1),
  (2, '职场', 'prompt', 2),
  (3, '学习', 'prompt', 3),
  (4, '编程', 'prompt', 4),
  (5, '生活', 'prompt', 5);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('prompt_categories', 'id'), 5);
--> statement-breakpoint
INSERT INTO "prompts" ("category_id", "title", "desc", "prompt", "prompt_en", "sort") VALUES
  (1, '文章润色', '让文字更通顺、更有文采', '请帮我润色下面这段文字，使其更通顺、用词更准确，保留原意，并说明主要改动：', 'Polish the following text so it reads smoothly and precisely, keep its meaning, and explain the main changes:', 1),
  (1, '小红书文案', '带表情的种草笔记', '请以小红书博主的口吻，为下面的产品写一篇种草笔记，包含吸引人的标题、分段正文和话题标签：', 'Write a Xiaohongshu-style recommendation post for the product below, with a catchy title, short paragraphs and hashtags:', 2),
  (1, '故事续写', '接着写下去', '请接着下面的故事继续写约 500 字，保持人物性格和文风一致：', 'Continue the story below for about 500 words, keeping the characters and style consistent:', 3),
  (2, '周报生成', '把要点整理成周报', '请把下面的工作要点整理成一份结构清晰的周报，包括本周完成、问题与风险、下周计划：', 'Turn the work notes below into a clear weekly report: done this week, issues and risks, next week''s plan:', 1),
  (2, '邮件回复', '得体地回复一封邮件', '请帮我写一封得体、简洁的回复邮件，语气专业友好。原邮件如下：', 'Write a polite, concise and professional reply to the email below:', 2),
  (2, '会议纪要', '从记录中提炼纪要', '请根据下面的会议记录整理会议纪要，列出议题、结论、待办事项（负责人和截止时间）：', 'Write meeting minutes from the notes below: topics, decisions, and action items with owners and deadlines:', 3),
  (3, '概念讲解', '用简单的话讲清楚', '请用通俗易懂的语言解释下面这个概念，并举一个生活中的例子：', 'Explain the concept below in plain words with an everyday example:', 1),
  (3, '英语翻译', '中英互译并解释', '请把下面的内容翻译成地道的英文，并解释其中的难点词汇：', 'Translate the text below into natural English and explain the difficult words:', 2),
  (4, '代码解释', '逐行看懂代码', '请逐段解释下面这段代码的作用，并指出可能存在的问题：', 'Explain what the code below does, section by section, and point out possible problems:', 1),
  (4, 'SQL 生成', '用自然语言写查询', '请根据下面的需求写出 SQL 查询语句，并说明每一部分的作用：', 'Write an SQL query for the requirement below and explain each part:', 2),
  (5, '旅行计划', '按天安排行程', '请帮我制定一份旅行计划，按天列出行程、交通和预算建议。我的需求是：', 'Make a day-by-day travel plan with transport and budget tips. My needs:', 1),
  (5, '菜谱推荐', '用现有食材做菜', '我家里有下面这些食材，请推荐三道家常菜，并写出详细做法：', 'Suggest three home-style dishes using the ingredients below, with detailed steps:', 2);
