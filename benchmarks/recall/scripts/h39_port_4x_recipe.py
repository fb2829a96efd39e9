# classes: 6 8
"""ExecuTorch export recipe written against transformers 4.x: it sets only the cache
implementation on the loaded model's generation config and relies on the rest.
"""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleWithStaticCache

MODEL_ID = "meta-llama/Llama-3.2-1B"
MAX_CACHE_LEN = 96


def load_for_export(model_id):
    tokenizer = AutoTokenizer.from_pretrained(model_id)
    model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
    model.eval()
    model.generation_config.cache_implementation = "static"
    return tokenizer, model


def main():
    tokenizer, model = load_for_export(MODEL_ID)
    exportable = TorchExportableModuleWithStaticCache(model, batch_size=1, max_cache_len=MAX_CACHE_LEN)
    prompt = tokenizer("Turn on the kitchen lights", return_tensors="pt").input_ids[:, :4]
    with torch.no_grad():
        for i in range(prompt.shape[1]):
            out = exportable(input_ids=prompt[:, i : i + 1], cache_position=torch.tensor([i]))
    print("next token", int(out[0, -1].argmax()))


if __name__ == "__main__":
    main()
