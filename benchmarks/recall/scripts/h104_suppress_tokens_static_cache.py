# classes: 5 7
"""Near miss: suppress a couple of token ids and force nothing at step one, with a static
KV cache so the decode step can be compiled later."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

suppress = [tok.convert_tokens_to_ids(w) for w in ("dog", "lazy")]
enc = tok("the quick brown fox jumps over", return_tensors="pt")
out = model.generate(
    **enc,
    suppress_tokens=suppress,
    begin_suppress_tokens=[tok.eos_token_id],
    cache_implementation="static",
    max_new_tokens=8,
)
print(tok.decode(out[0], skip_special_tokens=True))
