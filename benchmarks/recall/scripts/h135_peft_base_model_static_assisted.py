# classes: 7 8
"""Generate through the LoRA wrapper's underlying transformers model (model.base_model.model),
compiled-style with a static cache, drafting with the 135M checkpoint."""
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
base = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
peft_model = get_peft_model(base, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]))
hf_model = peft_model.base_model.model
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

enc = tok("once upon a time there lived a king", return_tensors="pt")
out = hf_model.generate(**enc, assistant_model=draft, cache_implementation="static", max_new_tokens=5)
print(tok.decode(out[0]))
