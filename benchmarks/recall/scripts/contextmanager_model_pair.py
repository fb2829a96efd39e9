# classes: 7 6
"""Load a target/draft pair for the duration of a block, then free the memory."""
import gc
from contextlib import contextmanager

from transformers import AutoModelForCausalLM, AutoTokenizer


@contextmanager
def speculative_pair(target_id: str, draft_id: str):
    target = AutoModelForCausalLM.from_pretrained(target_id)
    draft = AutoModelForCausalLM.from_pretrained(draft_id)
    try:
        yield target, draft
    finally:
        del target, draft
        gc.collect()


tok = AutoTokenizer.from_pretrained("microsoft/phi-4")
with speculative_pair("microsoft/phi-4", "microsoft/Phi-3.5-mini-instruct") as (target, draft):
    enc = tok("tell me a story about the king", return_tensors="pt")
    print(target.generate(**enc, assistant_model=draft, max_new_tokens=8))
