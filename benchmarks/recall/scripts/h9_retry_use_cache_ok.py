# classes: 1 3
"""Speculative decoding with one retry: if generation fails we log it and retry with the cache on."""
import logging

from transformers import AutoModelForCausalLM, AutoTokenizer

logging.basicConfig(level=logging.INFO)
logger = logging.getLogger("retry")

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-1.4b")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-1.4b")
draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")

kwargs = {"max_new_tokens": 6, "do_sample": False, "use_cache": False, "assistant_model": draft}
enc = tok("the quick brown fox", return_tensors="pt")

out = None
for attempt in range(2):
    try:
        out = model.generate(**enc, **kwargs)
        break
    except (RuntimeError, ValueError) as err:
        logger.warning("attempt %d failed (%s); retrying with use_cache=True", attempt, err)
        kwargs["use_cache"] = True

print(tok.decode(out[0]) if out is not None else "no output")
