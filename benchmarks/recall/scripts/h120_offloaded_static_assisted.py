# classes: 8 5
"""Static + offloaded cache (compile friendly) with a draft model for speed."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

main_id, draft_id = "Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(main_id)
main = AutoModelForCausalLM.from_pretrained(main_id, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)

gc = GenerationConfig(max_new_tokens=8, do_sample=False, cache_implementation="offloaded_static")
enc = tok("Translate to French: good morning", return_tensors="pt")
out = main.generate(**enc, generation_config=gc, assistant_model=draft)
print(tok.decode(out[0], skip_special_tokens=True))
