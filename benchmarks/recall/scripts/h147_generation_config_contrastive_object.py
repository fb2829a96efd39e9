# classes: 8 7
"""Keeps each strategy as a GenerationConfig object and passes the contrastive one with
generation_config=."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
configs = {
    "greedy": GenerationConfig(do_sample=False, max_new_tokens=5),
    "contrastive": GenerationConfig(penalty_alpha=0.6, top_k=4, max_new_tokens=5),
}
enc = tok("The capital of France is", return_tensors="pt")
out = model.generate(**enc, generation_config=configs["contrastive"])
print(tok.decode(out[0], skip_special_tokens=True))
