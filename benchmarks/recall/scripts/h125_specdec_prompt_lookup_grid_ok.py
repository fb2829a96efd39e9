# classes: 2
"""Prompt-lookup decoding benchmark on a summarisation-like prompt over lookup sizes."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "microsoft/phi-2"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
doc = "the quick brown fox jumps over the lazy dog . the dog was slow and the fox was fast ."
enc = tok(doc + " in one line : the quick", return_tensors="pt")
for lookup in [None, 2, 4]:
    for ngram in [2, 3]:
        kw = {} if lookup is None else {"prompt_lookup_num_tokens": lookup, "max_matching_ngram_size": ngram}
        t0 = time.perf_counter()
        out = model.generate(**enc, max_new_tokens=8, do_sample=False, **kw)
        print(lookup, ngram, round(time.perf_counter() - t0, 4), tok.decode(out[0, enc.input_ids.shape[1] :]))
