# classes: 7
"""Near miss: `sequence_bias` keyed by tuples of token ids (the documented format), with a
positive bias to nudge the model toward a phrase, under beam search."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


def get_tokens_as_tuple(word):
    return tuple(tokenizer([word], add_special_tokens=False).input_ids[0])


sequence_bias = {get_tokens_as_tuple("the king"): 4.0, get_tokens_as_tuple("dog"): -10.0}
inputs = tokenizer("once upon a time there lived", return_tensors="pt")
out = model.generate(**inputs, sequence_bias=sequence_bias, num_beams=4, max_new_tokens=8, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.batch_decode(out, skip_special_tokens=True)[0])
