# classes: 4 6
"""Task router over pipelines: "summarize" goes to BART-large-CNN drafted by DistilBART, "chat"
to a small instruct model; requests of one task are sent through together."""
from transformers import AutoModelForSeq2SeqLM, pipeline

draft = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
ROUTES = {
    "summarize": pipeline("summarization", model="facebook/bart-large-cnn", assistant_model=draft),
    "chat": pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct"),
}
REQUESTS = [
    ("summarize", "The city council met on Tuesday and approved the new park budget after a long debate."),
    ("summarize", "Researchers found that the bridge needs repairs before winter, the report said."),
    ("chat", "hello, who are you?"),
]

by_task = {}
for task, text in REQUESTS:
    by_task.setdefault(task, []).append(text)
for task, texts in by_task.items():
    outs = ROUTES[task](texts, batch_size=2, max_new_tokens=5, do_sample=False)
    print(task, outs)
