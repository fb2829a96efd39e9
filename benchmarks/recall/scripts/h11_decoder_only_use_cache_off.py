# classes: 6 9
# Fine-tuning leaves use_cache off on the config; the export step reuses the same model object.
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL_ID = "meta-llama/Llama-3.2-1B"


def load_for_training(model_id):
    model = AutoModelForCausalLM.from_pretrained(model_id)
    model.config.use_cache = False  # incompatible with gradient checkpointing
    model.gradient_checkpointing_enable()
    return model


def export_for_device(model, max_len=64):
    model.eval()
    wrapper = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=max_len)
    return wrapper


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = load_for_training(MODEL_ID)
    batch = tok(["hello world"], return_tensors="pt")
    with torch.no_grad():
        out = model(**batch, labels=batch["input_ids"])
    print("loss", float(out.loss))
    module = export_for_device(model)
    print(module)
