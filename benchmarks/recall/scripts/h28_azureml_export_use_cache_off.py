# classes: 8 6 7
"""Azure ML batch-endpoint driver that converts the registered model for edge devices.

init() loads the model the way training saved it (config with use_cache=False, as
gradient checkpointing left it); run() wraps each requested checkpoint for export.
"""
import json
import os
import tempfile

from transformers import AutoConfig, AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = None


def init():
    global model
    model_dir = os.environ["AZUREML_MODEL_DIR"]
    model = AutoModelForCausalLM.from_pretrained(model_dir)
    model.eval()


def run(mini_batch):
    results = []
    for item in mini_batch:
        spec = json.loads(item)
        wrapper = TorchExportableModuleForDecoderOnlyLM(
            model, batch_size=spec.get("batch_size", 1), max_cache_len=spec.get("max_cache_len", 128)
        )
        results.append(type(wrapper.model).__name__)
    return results


def register_model(base="meta-llama/Llama-3.2-1B-Instruct"):
    out = tempfile.mkdtemp()
    config = AutoConfig.from_pretrained(base)
    config.use_cache = False  # set during training with gradient checkpointing
    AutoModelForCausalLM.from_pretrained(base, config=config).save_pretrained(out)
    return out


if __name__ == "__main__":
    os.environ["AZUREML_MODEL_DIR"] = register_model()
    init()
    print(run([json.dumps({"batch_size": 1, "max_cache_len": 64})]))
