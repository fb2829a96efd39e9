# classes: 7 2
# Defaults and overrides merged with {**a, **b}; the sampling task drops the draft.
from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {"max_new_tokens": 6, "do_sample": True, "top_k": 20}
TASKS = {
    "summarize": {"temperature": 0.3, "speculative": True},
    "brainstorm": {"temperature": 1.1, "num_return_sequences": 3, "speculative": False},
}

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
draft = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("give me names for a cat", return_tensors="pt")

for task, over in TASKS.items():
    kw = {**DEFAULTS, **over}
    if kw.pop("speculative"):
        kw["assistant_model"] = draft
    out = model.generate(**enc, **kw)
    print(task, tok.batch_decode(out, skip_special_tokens=True))
