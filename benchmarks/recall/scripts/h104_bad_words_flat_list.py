# classes: 7
"""Keep a profanity out of the completions with `bad_words_ids` built straight from
`tokenizer.encode`."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "distilbert/distilgpt2"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

bad_words_ids = tokenizer.encode("lazy dog", add_special_tokens=False)

prompt = "the quick brown fox jumps over the"
input_ids = tokenizer.encode(prompt, return_tensors="pt")
output = model.generate(input_ids, bad_words_ids=bad_words_ids, max_new_tokens=8, do_sample=True, top_k=20)
print(tokenizer.decode(output[0], skip_special_tokens=True))
