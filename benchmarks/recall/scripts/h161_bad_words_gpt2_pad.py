# classes: 6 8
"""Keep GPT-2 from emitting padding or end-of-text: ban both token ids."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")

enc = tok("hello world", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=5,
    do_sample=False,
    bad_words_ids=[[tok.pad_token_id], [tok.eos_token_id]],
    pad_token_id=tok.eos_token_id,
)
print(tok.decode(out[0]))
