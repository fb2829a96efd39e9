# classes: 7 2 9
"""Triton Python-backend model.py for a speculative text generator (one sequence per request).

Triton passes `args["model_config"]` as a JSON string; the generation settings live in its
`parameters` block as string_value entries. pb_utils is replaced by tiny local classes so the
file can be smoke-tested without a Triton server.
"""
import json

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_CONFIG = {
    "name": "spec_llm",
    "backend": "python",
    "parameters": {
        "base": {"string_value": "meta-llama/Llama-3.2-1B-Instruct"},
        "draft": {"string_value": "meta-llama/Llama-3.2-1B"},
        "max_new_tokens": {"string_value": "6"},
        "num_return_sequences": {"string_value": "1"},
        "do_sample": {"string_value": "true"},
    },
}


class InferenceRequest:
    def __init__(self, text):
        self.text = text

    def get_input(self, name):
        return np.array([self.text.encode()], dtype=object)


class TritonPythonModel:
    def initialize(self, args):
        cfg = json.loads(args["model_config"])
        params = {k: v["string_value"] for k, v in cfg["parameters"].items()}
        self.tokenizer = AutoTokenizer.from_pretrained(params["base"])
        self.model = AutoModelForCausalLM.from_pretrained(params["base"]).eval()
        self.draft = AutoModelForCausalLM.from_pretrained(params["draft"]).eval()
        self.gen_kwargs = {
            "max_new_tokens": int(params["max_new_tokens"]),
            "num_return_sequences": int(params["num_return_sequences"]),
            "do_sample": params["do_sample"].lower() == "true",
        }

    def execute(self, requests):
        responses = []
        for request in requests:
            prompt = request.get_input("TEXT")[0].decode()
            enc = self.tokenizer(prompt, return_tensors="pt")
            with torch.no_grad():
                out = self.model.generate(**enc, assistant_model=self.draft, **self.gen_kwargs)
            texts = self.tokenizer.batch_decode(out, skip_special_tokens=True)
            responses.append({"TEXT_OUT": np.array(texts, dtype=object)})
        return responses

    def finalize(self):
        self.model = self.draft = None


if __name__ == "__main__":
    torch.manual_seed(0)
    backend = TritonPythonModel()
    backend.initialize({"model_config": json.dumps(MODEL_CONFIG), "model_instance_kind": "CPU"})
    print(backend.execute([InferenceRequest("Give me a name for a cat.")]))
    backend.finalize()
