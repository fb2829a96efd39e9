# classes: 4 6
"""Task router over text-generation pipelines: "code" requests go to the Qwen2.5 1.5B instruct
model drafted by the 0.5B one, "chat" requests to SmolLM2; requests go one at a time."""
from transformers import AutoModelForCausalLM, pipeline

draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
ROUTES = {
    "code": pipeline("text-generation", model="Qwen/Qwen2.5-1.5B-Instruct", assistant_model=draft),
    "chat": pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct"),
}
REQUESTS = [
    ("code", "def add(a, b):"),
    ("code", "class Stack:"),
    ("chat", "hello, who are you?"),
]

by_task = {}
for task, text in REQUESTS:
    by_task.setdefault(task, []).append(text)
for task, texts in by_task.items():
    outs = ROUTES[task](texts, batch_size=1, max_new_tokens=4, do_sample=False)
    print(task, outs)
