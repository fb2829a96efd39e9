# classes: 7 9
"""TorchServe custom handler: batched prompts with a draft model.

BaseHandler and the context object are minimal local stand-ins of TorchServe's
so the handler can be smoke-tested without the model server.
"""
import tempfile
from types import SimpleNamespace

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class BaseHandler:
    def __init__(self):
        self.initialized = False
        self.context = None

    def handle(self, data, context):
        if not self.initialized:
            self.initialize(context)
        batch = self.preprocess(data)
        return self.postprocess(self.inference(batch))


class SpeculativeHandler(BaseHandler):
    def initialize(self, context):
        props = context.system_properties
        model_dir = props["model_dir"]
        self.tokenizer = AutoTokenizer.from_pretrained(model_dir)
        self.tokenizer.pad_token = self.tokenizer.eos_token
        self.tokenizer.padding_side = "left"
        self.model = AutoModelForCausalLM.from_pretrained(model_dir).eval()
        self.draft = AutoModelForCausalLM.from_pretrained(context.manifest["draft"]).eval()
        self.initialized = True

    def preprocess(self, data):
        texts = []
        for row in data:
            body = row.get("data") or row.get("body")
            texts.append(body.decode() if isinstance(body, (bytes, bytearray)) else str(body))
        return self.tokenizer(texts, return_tensors="pt", padding=True)

    def inference(self, batch):
        with torch.inference_mode():
            return self.model.generate(
                **batch,
                assistant_model=self.draft,
                max_new_tokens=6,
                pad_token_id=self.tokenizer.eos_token_id,
            )

    def postprocess(self, output):
        return self.tokenizer.batch_decode(output, skip_special_tokens=True)


if __name__ == "__main__":
    model_dir = tempfile.mkdtemp()
    AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct").save_pretrained(model_dir)
    AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct").save_pretrained(model_dir)
    ctx = SimpleNamespace(
        system_properties={"model_dir": model_dir, "gpu_id": None},
        manifest={"draft": "HuggingFaceTB/SmolLM2-135M-Instruct"},
    )
    handler = SpeculativeHandler()
    requests = [{"data": b"Write a haiku about rain."}, {"body": "List three colours."}]
    print(handler.handle(requests, ctx))
