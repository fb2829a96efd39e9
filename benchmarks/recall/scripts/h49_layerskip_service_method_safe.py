# classes: 7
"""Inference helper class with one generate_hf method exposing every speculative knob; the
benchmark calls it once with a separate draft and once with self-speculation."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class InferenceHelper:
    def __init__(self, model_id):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
        self.streamer = None

    @torch.no_grad()
    def generate_hf(
        self,
        input_text,
        max_new_tokens=6,
        temperature=0.8,
        top_p=0.95,
        top_k=50,
        small_model=None,
        num_assistant_tokens=None,
        assistant_early_exit=None,
        stream=False,
        verbose=False,
    ):
        start = time.time()
        enc = self.tokenizer(input_text, return_tensors="pt", add_special_tokens=False)
        outputs = self.model.generate(
            **enc,
            pad_token_id=self.tokenizer.eos_token_id,
            max_new_tokens=max_new_tokens,
            do_sample=True,
            temperature=temperature,
            top_p=top_p,
            top_k=top_k,
            use_cache=True,
            assistant_model=small_model,
            num_assistant_tokens=num_assistant_tokens,
            assistant_early_exit=assistant_early_exit,
            streamer=self.streamer if stream else None,
            return_dict_in_generate=True,
            output_scores=verbose,
        )
        n_new = outputs.sequences.shape[-1] - enc["input_ids"].shape[-1]
        return n_new / (time.time() - start)


helper = InferenceHelper("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", torch_dtype=torch.float32)
print("draft", helper.generate_hf("Once upon a time", small_model=draft, num_assistant_tokens=4))
print("self-spec", helper.generate_hf("Once upon a time", assistant_early_exit=2))
