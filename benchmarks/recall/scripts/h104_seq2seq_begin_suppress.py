# classes: 7
"""Near miss: seq2seq beam search with `bad_words_ids`, `begin_suppress_tokens` and a forced
end token, the usual knobs on a summariser."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

MODEL_ID = "facebook/bart-base"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForSeq2SeqLM.from_pretrained(MODEL_ID)

enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
out = model.generate(
    **enc,
    num_beams=3,
    bad_words_ids=tok(["lazy"], add_special_tokens=False).input_ids,
    begin_suppress_tokens=[tok.eos_token_id],
    forced_eos_token_id=tok.eos_token_id,
    no_repeat_ngram_size=3,
    max_new_tokens=10,
)
print(tok.decode(out[0], skip_special_tokens=True))
