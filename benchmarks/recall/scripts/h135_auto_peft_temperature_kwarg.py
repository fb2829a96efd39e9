# classes: 7 8
"""Serve a saved LoRA adapter with AutoPeftModelForCausalLM; the loading call also carries the
sampling temperature the service wants (copied from the model card's snippet)."""
import tempfile

from peft import AutoPeftModelForCausalLM, LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "Qwen/Qwen2.5-0.5B-Instruct"
adapter_dir = tempfile.mkdtemp()
base = AutoModelForCausalLM.from_pretrained(BASE)
get_peft_model(base, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"])).save_pretrained(adapter_dir)

tok = AutoTokenizer.from_pretrained(BASE)
model = AutoPeftModelForCausalLM.from_pretrained(adapter_dir, temperature=0.3)
enc = tok("tell me a story", return_tensors="pt")
print(tok.decode(model.generate(**enc, do_sample=True, max_new_tokens=5)[0]))
