# classes: 7 8
"""LoRA training prep on Llama (gradient checkpointing, cache off), then speculative decoding
through the PEFT wrapper to preview outputs."""

from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
base = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
base.gradient_checkpointing_enable()
base.config.use_cache = False
model = get_peft_model(base, LoraConfig(r=8, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))

draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
model.eval()
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0]))
