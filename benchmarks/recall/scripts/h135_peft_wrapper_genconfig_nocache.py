# classes: 7
"""Evaluate a LoRA model as a PeftModel (unmerged): the evaluation harness switches the cache
off on the wrapper's generation config to compare memory, and a draft model speeds it up."""
from peft import LoraConfig, TaskType, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
base = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
peft_model = get_peft_model(base, LoraConfig(task_type=TaskType.CAUSAL_LM, r=8, lora_alpha=16, target_modules=["q_proj", "v_proj"]))
peft_model.eval()
peft_model.generation_config.use_cache = False
peft_model.generation_config.max_new_tokens = 5

draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("hello world", return_tensors="pt")
print(tok.batch_decode(peft_model.generate(**enc, assistant_model=draft)))
