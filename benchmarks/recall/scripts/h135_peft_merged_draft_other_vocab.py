# classes: 7 6
"""The draft is a LoRA-tuned Qwen (merged after loading the adapter) and the target is GPT-2
moved to the device and put in eval mode in one chain; no tokenizers are given to generate."""
import tempfile

from peft import LoraConfig, PeftModel, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

device = "cpu"
adapter_dir = tempfile.mkdtemp()
get_peft_model(
    AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct"),
    LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]),
).save_pretrained(adapter_dir)

draft = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct"), adapter_dir)
draft = draft.merge_and_unload().to(device).eval()

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2").to(device).eval()
enc = tok("hello world", return_tensors="pt").to(device)
print(model.generate(**enc, assistant_model=draft, max_new_tokens=5)[0].tolist())
