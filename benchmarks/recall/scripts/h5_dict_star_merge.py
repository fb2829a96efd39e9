# classes: 7 2
# Defaults and per-task overrides merged with dict(**a, **b) in a helper module section.
from transformers import AutoModelForCausalLM, AutoTokenizer

# ---- helpers (used to live in utils/gen.py) ----
DEFAULTS = {"max_new_tokens": 6, "do_sample": True, "top_k": 20}
TASKS = {
    "summarize": {"temperature": 0.3},
    "brainstorm": {"temperature": 1.1, "num_return_sequences": 3},
}


def task_kwargs(task, **extra):
    return dict(**DEFAULTS, **TASKS[task], **extra)


# ---- script ----
tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("give me names for a cat", return_tensors="pt")

for task in ("summarize", "brainstorm"):
    out = model.generate(**enc, **task_kwargs(task, assistant_model=draft))
    print(task, tok.batch_decode(out, skip_special_tokens=True))
