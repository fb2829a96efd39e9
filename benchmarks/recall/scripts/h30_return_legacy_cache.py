# classes: 8 5
"""Incremental decoding loop from a 4.4x blog post that asked `generate` for the legacy tuples.

The post passed `return_legacy_cache=True` so the returned cache could be sliced with tuple
indexing; the loop then feeds the next chunk of text with that cache.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2"
CHUNKS = ["once upon a time", " there lived a king"]


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    ids = tokenizer(CHUNKS[0], return_tensors="pt").input_ids
    out = model.generate(
        ids,
        max_new_tokens=4,
        do_sample=False,
        return_dict_in_generate=True,
        return_legacy_cache=True,
        pad_token_id=tokenizer.eos_token_id,
    )
    past = out.past_key_values
    print("layers:", len(past))
    text = tokenizer.decode(out.sequences[0], skip_special_tokens=True)
    print(text)


if __name__ == "__main__":
    main()
