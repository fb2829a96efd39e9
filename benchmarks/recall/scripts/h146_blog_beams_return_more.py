# classes: 8
"""Beam search demo that asks for more returned sequences than beams, a typo carried over from a
notebook where num_beams was later lowered to save time."""
from transformers import GPT2LMHeadModel, GPT2TokenizerFast

tokenizer = GPT2TokenizerFast.from_pretrained("gpt2")
model = GPT2LMHeadModel.from_pretrained("gpt2")

input_ids = tokenizer.encode("the king loved the garden", return_tensors="pt")
beam_outputs = model.generate(
    input_ids,
    max_length=25,
    num_beams=3,
    no_repeat_ngram_size=2,
    num_return_sequences=5,
    early_stopping=True,
    pad_token_id=tokenizer.eos_token_id,
)
for i, beam_output in enumerate(beam_outputs):
    print(f"{i}: {tokenizer.decode(beam_output, skip_special_tokens=True)}")
