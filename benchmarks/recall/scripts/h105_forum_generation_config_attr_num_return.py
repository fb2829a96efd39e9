# classes: 8
"""Forum question: num_return_sequences written on model.generation_config (greedy model), the
generation config then handed back to generate explicitly."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

generation_config = model.generation_config
generation_config.max_new_tokens = 6
generation_config.num_return_sequences = 3
generation_config.pad_token_id = tokenizer.eos_token_id

inputs = tokenizer("the king and the queen", return_tensors="pt")
out = model.generate(**inputs, generation_config=generation_config)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
