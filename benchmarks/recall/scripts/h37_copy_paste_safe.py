# classes: 1 8
"""Two blocks: the working beam-free sampling block, copy-pasted with prompt lookup added.

The copy sets num_return_sequences back to 1 for the lookup run.
"""

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "meta-llama/Llama-3.2-1B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

question = "Give me a name for a cat."
inputs = tokenizer(question, return_tensors="pt")

# block 1 (worked)
outputs = model.generate(
    **inputs,
    max_new_tokens=6,
    do_sample=True,
    top_k=50,
    num_return_sequences=4,
)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))

# block 2 (copy of block 1, self-speculative with prompt lookup)
outputs = model.generate(
    **inputs,
    max_new_tokens=6,
    do_sample=True,
    top_k=50,
    num_return_sequences=1,
    prompt_lookup_num_tokens=3,
)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True))
