# classes: 8 7
"""Triton Python backend that prepares an ExecuTorch-ready module in initialize().

The model repository's config.pbtxt parameters give the checkpoint and the cache sizes;
initialize() wraps the model for static-cache export and keeps it for execute().
"""
import json

import torch
from transformers import AutoModel, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

CONFIG = {
    "parameters": {
        "checkpoint": {"string_value": "Qwen/Qwen2.5-0.5B-Instruct"},
        "batch_size": {"string_value": "1"},
        "max_cache_len": {"string_value": "64"},
    }
}


class TritonPythonModel:
    def initialize(self, args):
        params = {k: v["string_value"] for k, v in json.loads(args["model_config"])["parameters"].items()}
        self.tokenizer = AutoTokenizer.from_pretrained(params["checkpoint"])
        model = AutoModel.from_pretrained(params["checkpoint"], torch_dtype=torch.float32)
        model.eval()
        self.exportable = TorchExportableModuleForDecoderOnlyLM(
            model,
            batch_size=int(params["batch_size"]),
            max_cache_len=int(params["max_cache_len"]),
        )

    def execute(self, requests):
        results = []
        for text in requests:
            ids = self.tokenizer(text, return_tensors="pt")["input_ids"]
            results.append(ids.shape[-1])
        return results


if __name__ == "__main__":
    backend = TritonPythonModel()
    backend.initialize({"model_config": json.dumps(CONFIG)})
    print(backend.execute(["hello there"]))
