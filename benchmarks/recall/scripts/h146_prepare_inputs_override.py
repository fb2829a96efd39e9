# classes: 7 8
"""A 2021 research model: GPT-2 subclass that overrides prepare_inputs_for_generation with the
old `past` signature to add a control code to every step."""
import torch
from transformers import GPT2LMHeadModel, GPT2TokenizerFast


class ControlledGPT2(GPT2LMHeadModel):
    def prepare_inputs_for_generation(self, input_ids, past=None, **kwargs):
        if past is not None:
            input_ids = input_ids[:, -1].unsqueeze(-1)
        return {
            "input_ids": input_ids,
            "past_key_values": past,
            "use_cache": kwargs.get("use_cache"),
            "attention_mask": kwargs.get("attention_mask"),
        }


tok = GPT2TokenizerFast.from_pretrained("gpt2")
model = ControlledGPT2.from_pretrained("gpt2")
ids = tok("the red dog", return_tensors="pt")
out = model.generate(**ids, max_new_tokens=6, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
