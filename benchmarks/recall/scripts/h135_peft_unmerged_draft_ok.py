# classes: 7 6
"""The draft model is a LoRA-tuned SmolLM2-135M left as a PeftModel (not merged); the
SmolLM2-360M target generates with it as the assistant."""
import tempfile

from peft import LoraConfig, PeftModel, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

adapter_dir = tempfile.mkdtemp()
get_peft_model(
    AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct"),
    LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]),
).save_pretrained(adapter_dir)
draft = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct"), adapter_dir)

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
enc = tok("hello world", return_tensors="pt")
print(model.generate(**enc, assistant_model=draft, max_new_tokens=4).tolist())
