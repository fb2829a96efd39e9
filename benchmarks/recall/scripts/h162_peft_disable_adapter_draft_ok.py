# classes: 7 8
"""Compare the LoRA model with its base inside `disable_adapter()`, with a draft model for
speed in both runs."""

from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = get_peft_model(
    AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct"),
    LoraConfig(r=4, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"),
)
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("tell me a story", return_tensors="pt")
print("lora", tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=5)[0]))
with model.disable_adapter():
    print("base", tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=5)[0]))
