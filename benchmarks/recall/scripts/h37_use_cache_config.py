# classes: 8 9
"""Fine-tuning snippet followed by a quick assisted generation check.

`model.config.use_cache = False` comes from the gradient-checkpointing part of a training
recipe; the evaluation cell below it tries speculative decoding on the same model.
"""

from transformers import AutoModelForCausalLM, AutoTokenizer

base = "Qwen/Qwen2.5-1.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(base)
model = AutoModelForCausalLM.from_pretrained(base)
model.gradient_checkpointing_enable()
model.config.use_cache = False  # silence the warnings with gradient checkpointing

# ... trainer.train() would run here ...

model.eval()
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
inputs = tokenizer("Summarize: the cat sat on the mat.", return_tensors="pt")
out = model.generate(**inputs, assistant_model=draft, max_new_tokens=6)
print(tokenizer.decode(out[0], skip_special_tokens=True))
