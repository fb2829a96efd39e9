# classes: 7 5
"""Evaluate a LoRA model without merging: the PeftModel's own generate, with prompt lookup and
a static cache configured on the wrapper's generation config."""
from peft import LoraConfig, TaskType, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
base = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
config = LoraConfig(task_type=TaskType.CAUSAL_LM, r=8, lora_alpha=16, lora_dropout=0.0, target_modules=["q_proj", "k_proj"])
peft_model = get_peft_model(base, config)
peft_model.print_trainable_parameters()

peft_model.generation_config.cache_implementation = "dynamic"
peft_model.generation_config.max_new_tokens = 6

batch = tok(["the king and the queen and the king and the"], return_tensors="pt")
ids = peft_model.generate(**batch, prompt_lookup_num_tokens=2)
print(tok.batch_decode(ids))
