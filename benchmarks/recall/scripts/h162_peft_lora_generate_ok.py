# classes: 7 8
"""Wrap GPT-2 in a fresh LoRA adapter and sample from it before training (sanity check)."""

from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
base = AutoModelForCausalLM.from_pretrained("gpt2")
lora = LoraConfig(r=4, lora_alpha=8, target_modules=["c_attn"], task_type="CAUSAL_LM")
model = get_peft_model(base, lora)
model.print_trainable_parameters()

enc = tok("once upon a time", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0]))
