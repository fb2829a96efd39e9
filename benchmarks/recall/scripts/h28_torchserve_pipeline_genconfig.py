# classes: 4 7 8
"""TorchServe handler serving a text-generation pipeline with a GenerationConfig of its own.

The handler's extra files include generation.json; initialize() turns it into a
GenerationConfig and builds the pipeline with it. Local BaseHandler/context stand-ins.
"""
import json
import os
import tempfile
from types import SimpleNamespace

from transformers import GenerationConfig, pipeline


class BaseHandler:
    def __init__(self):
        self.initialized = False

    def handle(self, data, context):
        if not self.initialized:
            self.initialize(context)
        return self.postprocess(self.inference(self.preprocess(data)))


class PipelineHandler(BaseHandler):
    def initialize(self, context):
        model_dir = context.system_properties["model_dir"]
        with open(os.path.join(model_dir, "generation.json")) as fh:
            gen = GenerationConfig(**json.load(fh))
        self.pipe = pipeline(
            "text-generation",
            model=context.manifest["model"]["modelName"],
            generation_config=gen,
        )
        self.initialized = True

    def preprocess(self, data):
        return [row.get("data") or row.get("body") for row in data]

    def inference(self, prompts):
        return [self.pipe(p, return_full_text=False) for p in prompts]

    def postprocess(self, outputs):
        return [o[0]["generated_text"] for o in outputs]


if __name__ == "__main__":
    model_dir = tempfile.mkdtemp()
    with open(os.path.join(model_dir, "generation.json"), "w") as fh:
        json.dump({"max_new_tokens": 6, "do_sample": False}, fh)
    ctx = SimpleNamespace(
        system_properties={"model_dir": model_dir},
        manifest={"model": {"modelName": "openai-community/gpt2"}},
    )
    print(PipelineHandler().handle([{"data": "Once upon a time"}], ctx))
