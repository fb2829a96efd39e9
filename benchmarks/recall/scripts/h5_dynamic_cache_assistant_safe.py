# classes: 5 7
# A fresh DynamicCache per request, handed to speculative decoding.
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

tok = AutoTokenizer.from_pretrained("microsoft/phi-4")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-4")


def answer(question, lookahead=3):
    enc = tok(question, return_tensors="pt")
    cache = DynamicCache()
    return model.generate(**enc, past_key_values=cache, prompt_lookup_num_tokens=lookahead, max_new_tokens=4)


print(answer("one two one two one").shape)
