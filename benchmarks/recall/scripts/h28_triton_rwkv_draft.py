# classes: 6 7
"""Triton Python backend: GPT-2 medium with a small recurrent (RWKV) draft sharing its vocabulary.

The draft name comes from the model config parameters; execute() answers a list of requests.
"""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_CONFIG = json.dumps(
    {
        "parameters": {
            "target": {"string_value": "openai-community/gpt2-medium"},
            "draft": {"string_value": "hflint-fixtures/rwkv-gpt2-vocab"},
        }
    }
)


class TritonPythonModel:
    def initialize(self, args):
        p = json.loads(args["model_config"])["parameters"]
        self.tok = AutoTokenizer.from_pretrained(p["target"]["string_value"])
        self.target = AutoModelForCausalLM.from_pretrained(p["target"]["string_value"]).eval()
        self.draft = AutoModelForCausalLM.from_pretrained(p["draft"]["string_value"]).eval()

    def _one(self, prompt):
        ids = self.tok(prompt, return_tensors="pt").input_ids
        with torch.no_grad():
            out = self.target.generate(ids, assistant_model=self.draft, max_new_tokens=6, do_sample=False)
        return self.tok.decode(out[0])

    def execute(self, requests):
        return [self._one(r) for r in requests]


if __name__ == "__main__":
    m = TritonPythonModel()
    m.initialize({"model_config": MODEL_CONFIG})
    print(m.execute(["In a shocking finding,"]))
