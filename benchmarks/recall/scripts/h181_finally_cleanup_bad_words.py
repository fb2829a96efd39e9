# classes: 2 8
"""Moderated generation: a banned-word list is turned into token ids, generate runs inside
try/finally so the timing log is written whatever happens. The list read from the moderation
config is empty today."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "EleutherAI/pythia-70m"
BANNED_WORDS = []

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
bad_words_ids = [tok(" " + word, add_special_tokens=False).input_ids for word in BANNED_WORDS]

start = time.perf_counter()
try:
    enc = tok("My favourite food is", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=5, bad_words_ids=bad_words_ids, pad_token_id=tok.eos_token_id)
    print(tok.decode(out[0], skip_special_tokens=True))
finally:
    print(f"generation took {time.perf_counter() - start:.2f}s")
