# classes: 6 7 9
"""TorchServe handler pairing Gemma 2 9B-it with the 2B-it model as its draft.

Both names come from the handler's model-config.yaml (here a dict); the generation
defaults of each checkpoint are kept as shipped.
"""
from types import SimpleNamespace

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

HANDLER_CONFIG = {"handler": {"target": "google/gemma-2-9b-it", "draft": "google/gemma-2-2b-it", "max_new_tokens": 6}}


class BaseHandler:
    def handle(self, data, context):
        if not getattr(self, "initialized", False):
            self.initialize(context)
            self.initialized = True
        return self.postprocess(self.inference(self.preprocess(data)))


class GemmaSpecHandler(BaseHandler):
    def initialize(self, context):
        cfg = context.model_yaml_config["handler"]
        self.max_new_tokens = cfg["max_new_tokens"]
        self.tokenizer = AutoTokenizer.from_pretrained(cfg["target"])
        self.model = AutoModelForCausalLM.from_pretrained(cfg["target"], torch_dtype=torch.float32)
        self.draft = AutoModelForCausalLM.from_pretrained(cfg["draft"], torch_dtype=torch.float32)

    def preprocess(self, data):
        msgs = [{"role": "user", "content": data[0]["body"]}]
        text = self.tokenizer.apply_chat_template(msgs, tokenize=False, add_generation_prompt=True)
        return self.tokenizer(text, return_tensors="pt", add_special_tokens=False)

    def inference(self, enc):
        with torch.no_grad():
            return self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=self.max_new_tokens)

    def postprocess(self, out):
        return [self.tokenizer.decode(out[0], skip_special_tokens=True)]


if __name__ == "__main__":
    ctx = SimpleNamespace(model_yaml_config=HANDLER_CONFIG, system_properties={"model_dir": "."})
    print(GemmaSpecHandler().handle([{"body": "Name a fruit."}], ctx))
