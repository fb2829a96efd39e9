# classes: 8 7
"""Unit test for our custom warper stack: we pass our own temperature warper and also keep the
sampling arguments that the product config sets."""
from transformers import (AutoModelForCausalLM, AutoTokenizer, LogitsProcessorList,
                          TemperatureLogitsWarper)

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
PRODUCT_CONFIG = {"do_sample": True, "temperature": 0.7, "max_new_tokens": 4}


def test_custom_warper_stack():
    procs = LogitsProcessorList([TemperatureLogitsWarper(0.7)])
    enc = tok("In the beginning", return_tensors="pt")
    out = model.generate(**enc, logits_processor=procs, pad_token_id=tok.eos_token_id, **PRODUCT_CONFIG)
    assert out.shape[0] == 1


if __name__ == "__main__":
    test_custom_warper_stack()
