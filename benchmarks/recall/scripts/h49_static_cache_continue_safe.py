# classes: 5
"""KV-cache tutorial: one StaticCache sized for two rounds, reused to continue the text; the second
round is plain greedy (the draft is loaded for a comparison elsewhere)."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

os.environ["TOKENIZERS_PARALLELISM"] = "false"

tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M", torch_dtype="auto")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M", torch_dtype="auto")

input_ids = tokenizer("The theory of special relativity states ", return_tensors="pt")
prompt_length = input_ids.input_ids.shape[1]
model.generation_config.max_new_tokens = 4

# if you reuse the cache, make it long enough for every round
past_key_values = StaticCache(config=model.config, max_cache_len=prompt_length + model.generation_config.max_new_tokens * 2)
outputs = model.generate(**input_ids, past_key_values=past_key_values)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))

# continue from where it stopped, same cache object
outputs = model.generate(outputs, past_key_values=past_key_values)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
