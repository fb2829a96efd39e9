# classes: 7
"""Near miss: `bad_words_ids` as a list of token-id lists, one per banned word, with sampling."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "distilbert/distilgpt2"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

BANNED = ["lazy", "dog"]
bad_words_ids = tokenizer(BANNED, add_special_tokens=False).input_ids

input_ids = tokenizer.encode("the quick brown fox jumps over the", return_tensors="pt")
output = model.generate(input_ids, bad_words_ids=bad_words_ids, max_new_tokens=8, do_sample=True, top_k=20)
print(tokenizer.decode(output[0], skip_special_tokens=True))
