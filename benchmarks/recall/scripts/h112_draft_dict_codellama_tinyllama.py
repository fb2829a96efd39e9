# classes: 2 6
"""Draft table for the Llama-2 family: TinyLlama drafts for every 7B model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

DRAFT = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
TARGETS = {
    "chat": "meta-llama/Llama-2-7b-chat-hf",
    "code": "codellama/CodeLlama-7b-Instruct-hf",
}

draft = AutoModelForCausalLM.from_pretrained(DRAFT)
results = {}
for task, target_id in TARGETS.items():
    tok = AutoTokenizer.from_pretrained(target_id)
    model = AutoModelForCausalLM.from_pretrained(target_id)
    inputs = tok("tell me a story", return_tensors="pt")
    out = model.generate(**inputs, assistant_model=draft, max_new_tokens=8)
    results[task] = tok.decode(out[0], skip_special_tokens=True)
print(results)
