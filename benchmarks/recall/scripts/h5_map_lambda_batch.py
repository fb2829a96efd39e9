# classes: 7 2
# map() over chunks of prompts: each chunk is tokenized as one padded batch.
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
prompts = ["the dog and the dog", "a cat and a cat", "red blue red", "one two one"]
chunks = [prompts[i : i + 2] for i in range(0, len(prompts), 2)]

run = lambda batch: model.generate(
    **tok(batch, return_tensors="pt", padding=True), max_new_tokens=4, prompt_lookup_num_tokens=2
)
results = list(map(run, chunks))
print(len(results))
