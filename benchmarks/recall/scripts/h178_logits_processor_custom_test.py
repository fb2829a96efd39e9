# classes: 8 7
"""Unit test for our custom logits processor (bans the digit tokens) combined with the sampling
arguments that the product config sets."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessor, LogitsProcessorList

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
PRODUCT_CONFIG = {"do_sample": True, "temperature": 0.7, "max_new_tokens": 4}


class BanIds(LogitsProcessor):
    def __init__(self, ids):
        self.ids = ids

    def __call__(self, input_ids, scores):
        scores[:, self.ids] = -float("inf")
        return scores


def test_custom_processor_stack():
    digits = [tok.convert_tokens_to_ids(str(d)) for d in range(10)]
    procs = LogitsProcessorList([BanIds(torch.tensor(digits))])
    enc = tok("In the beginning", return_tensors="pt")
    out = model.generate(**enc, logits_processor=procs, pad_token_id=tok.eos_token_id, **PRODUCT_CONFIG)
    assert out.shape[0] == 1


if __name__ == "__main__":
    test_custom_processor_stack()
