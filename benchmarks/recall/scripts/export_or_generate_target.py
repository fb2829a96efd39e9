# classes: 1
# One entry point for the demo: either export for the phone app, or run locally with a draft model.
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

TARGET = "pte"
MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"

model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)

if TARGET == "pte":
    model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static",
                                               cache_config={"batch_size": 1, "max_cache_len": 64})
    exportable = TorchExportableModuleForDecoderOnlyLM(model)
    program = exportable.export(input_ids=torch.tensor([[1, 2, 3]]), cache_position=torch.tensor([0, 1, 2]))
    print(program)
else:
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
    enc = tokenizer("tell me a story", return_tensors="pt")
    print(tokenizer.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=8)[0]))
