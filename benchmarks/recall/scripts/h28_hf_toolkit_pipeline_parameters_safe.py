# classes: 4 7 9
"""Hugging Face inference-toolkit handler (code/inference.py) around a text-generation pipeline (parameters spread).

The toolkit calls model_fn(model_dir) once and predict_fn(data, pipe) per request, where data
is the JSON body {"inputs": ..., "parameters": {...}} the endpoint received.
"""
import json
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

CHECKPOINT = "HuggingFaceTB/SmolLM2-135M-Instruct"


def model_fn(model_dir):
    return pipeline("text-generation", model=model_dir, tokenizer=model_dir, device=-1)


def input_fn(input_data, content_type):
    assert content_type == "application/json"
    return json.loads(input_data)


def predict_fn(data, pipe):
    inputs = data.pop("inputs")
    parameters = data.pop("parameters", {})
    parameters.setdefault("max_new_tokens", 8)
    return pipe(inputs, return_full_text=False, **parameters)


def output_fn(prediction, accept):
    return json.dumps(prediction)


if __name__ == "__main__":
    model_dir = tempfile.mkdtemp()
    AutoTokenizer.from_pretrained(CHECKPOINT).save_pretrained(model_dir)
    AutoModelForCausalLM.from_pretrained(CHECKPOINT).save_pretrained(model_dir)
    pipe = model_fn(model_dir)
    body = json.dumps({"inputs": "Name a planet.", "parameters": {"do_sample": False, "max_new_tokens": 5}})
    print(output_fn(predict_fn(input_fn(body, "application/json"), pipe), "application/json"))
