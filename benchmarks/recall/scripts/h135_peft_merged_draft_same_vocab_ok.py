# classes: 7 6
"""The draft is a LoRA-tuned SmolLM2-135M (merged after loading the adapter); the target is
SmolLM2-360M from the same family, so one tokenizer serves both."""
import tempfile

from peft import LoraConfig, PeftModel, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

device = "cpu"
adapter_dir = tempfile.mkdtemp()
get_peft_model(
    AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"),
    LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]),
).save_pretrained(adapter_dir)

draft = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"), adapter_dir)
draft = draft.merge_and_unload().to(device).eval()

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M").to(device).eval()
enc = tok("hello world", return_tensors="pt").to(device)
print(model.generate(**enc, assistant_model=draft, max_new_tokens=5)[0].tolist())
